# expect: memory | error OverflowError
x = 1 << 2**70
