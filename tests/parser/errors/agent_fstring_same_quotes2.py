name = f'{user['name']}'
print(name)
