# expect: memory | error TypeError
# (TypeError: smolvm's sequence repeat does not use __index__ yet; CPython does.)
class N:
    def __index__(self):
        return 10 ** 10
x = [0] * N()
