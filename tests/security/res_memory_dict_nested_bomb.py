# expect: memory
# args: --max-instructions 1000000000
d = {}
for i in range(10**8):
    d = {'a': d, 'b': d, i: [i]}
    d[-i] = list(range(10))
