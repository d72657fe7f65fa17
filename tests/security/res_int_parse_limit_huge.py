# expect: error ValueError
x = int('1' * 10**7)
