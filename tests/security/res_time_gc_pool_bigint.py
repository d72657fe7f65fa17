# expect: ok
# args: --max-memory 256M --max-instructions 100000000
# wall: 5
# stdout: 20000
# A collection must not follow every big int: a heap whose empty-page pool
# outgrew its live data once set the next collection at the account itself,
# and each big int's digits (counted outside the pages) then collected the
# whole heap again: 20,000 multiplications ran past a 30 s deadline.
keep = [[i, str(i)] for i in range(150000)]
junk = [[i] * 4 for i in range(300000)]
junk = None
x = 10 ** 3000
n = 0
for i in range(20000):
    y = x * i + i
    n += 1
print(n)
