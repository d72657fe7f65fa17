# expect: error RecursionError | error KeyError
# (KeyError: smolvm does not call __missing__ of dict subclasses yet.)
class D(dict):
    def __missing__(self, key):
        return self[key]
D()[1]
