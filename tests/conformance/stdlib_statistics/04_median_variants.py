from statistics import median, median_low, median_high, median_grouped

for data in ([3, 1, 2], [4, 1, 3, 2], [7.5, 2.5, 10.0, 5.0], [1, 1, 2, 2, 2, 3], ['b', 'a', 'c'], ['b', 'a'][:1], range(10)):
    data = list(data)
    print(data, median(data), median_low(data), median_high(data))
print(median([1, 3]), type(median([1, 3])).__name__, median([2, 4]), median([1.0, 2.0]))
print(median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
print(median_grouped([52, 52, 53, 54]), median_grouped([1, 3, 3, 5, 7], interval=1), median_grouped([1, 3, 3, 5, 7], interval=2))
print(median_grouped([370]), median_grouped([2.5, 3.5, 3.5]), median_grouped(['1', '2', '3']), median_grouped([1, 2, 3], '2'))
try:
    median(['a', 'b'])
except TypeError as e:
    print('TypeError', e)
