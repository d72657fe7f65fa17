import statistics
print(statistics.mean(["1", "2"]))
