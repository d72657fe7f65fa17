# expect: ok
# stdout: 400000
x = 0x<<<'f' * 100000>>>
print(x.bit_length())
