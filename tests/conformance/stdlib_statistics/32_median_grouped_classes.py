import statistics

ages = [23, 25, 25, 27, 31, 31, 31, 33, 35, 38, 42, 45, 47, 52, 58]
class_mid = [(a // 10) * 10 + 5 for a in ages]
print('class midpoints', class_mid)
print('grouped median (width 10):', statistics.median_grouped(class_mid, interval=10))
print('plain median of raw ages:', statistics.median(ages))
shoe_sizes = [7, 8, 8, 8, 9, 9, 9, 9, 10, 10, 11]
print(statistics.median_grouped(shoe_sizes), statistics.median_grouped(shoe_sizes, 0.5), statistics.median_grouped(shoe_sizes, 2))
print(statistics.median_grouped([1.5, 2.5, 2.5, 3.5]), statistics.median_grouped(range(1, 8)), statistics.median_grouped([4, 4, 4]))
