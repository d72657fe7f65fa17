for call in (lambda: [1].pop(2**70), lambda: [1].insert(2**70, 1), lambda: [1].pop(-2**70),
             lambda: [1, 2].insert(-2**70, 0)):
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)
