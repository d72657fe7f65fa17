# expect: ok
# stdout: 1 49999
d = {<<<', '.join('0: %d' % i for i in range(50000))>>>}
print(len(d), d[0])
