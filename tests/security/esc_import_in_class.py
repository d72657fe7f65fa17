# expect: rejected
class A:
    import sys
