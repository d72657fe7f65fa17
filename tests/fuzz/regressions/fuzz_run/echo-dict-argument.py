# echo() of a dict argument: the tool's reply owns a copy of the item array
print(echo({}), echo({'a': [1, 2]}), echo({1: {}}))
