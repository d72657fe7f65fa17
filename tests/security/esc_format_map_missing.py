# expect: error AttributeError | error KeyError
# (KeyError: smolvm's format_map does not call __missing__ yet; CPython does.)
class D(dict):
    def __missing__(self, key):
        return print
print('SANDBOX-ESCAPE', '{p.__self__}'.format_map(D()))
