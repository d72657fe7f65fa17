# Compute a rate; the elapsed time is zero.
done, total = 30, 120
elapsed = 0
print("progress:", (done * 100) // total, "%")
rate = (done + 0.0) / elapsed
print(rate)
