# expect: error ValueError
x = int('9' * 5000)
