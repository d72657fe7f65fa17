# expect: rejected
def f():
    try:
        import socket
    except ImportError:
        pass
