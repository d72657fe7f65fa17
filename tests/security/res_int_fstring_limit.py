# expect: error ValueError
print(f'{10**5000}')
