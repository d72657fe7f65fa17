# expect: budget
while True:
    try:
        while True:
            pass
    finally:
        continue
