# expect: memory | error OverflowError
x = 'a' * (2**63)
