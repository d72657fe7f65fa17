# expect: error TypeError
class A:
    pass
X = type('X', (A, A), {})
