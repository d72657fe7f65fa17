from statistics import stdev

batches = {'A': [9.8, 10.1, 10.0], 'B': [9.9]}
for name, weights in batches.items():
    print(name, 'stdev %.4f' % stdev(weights))
