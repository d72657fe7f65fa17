x = f'{a["b"}'
