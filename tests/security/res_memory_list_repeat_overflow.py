# expect: memory | error OverflowError
x = [0] * (2**62)
