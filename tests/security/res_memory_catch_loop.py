# expect: memory
# The memory stop is not a catchable MemoryError.
while True:
    try:
        x = 'a' * 10**10
    except MemoryError:
        pass
    except BaseException:
        pass
