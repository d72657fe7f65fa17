# expect: budget
while True:
    try:
        raise ValueError('x')
    except ValueError:
        pass
