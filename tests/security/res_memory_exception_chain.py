# expect: error ValueError | memory | budget
# A long chain of exception contexts; printing it must stay bounded.
e = None
for i in range(10**5):
    try:
        try:
            raise ValueError(i)
        finally:
            if e is not None:
                raise e
    except ValueError as x:
        e = x
raise e
