# expect: error AttributeError | ok
# stdout-excludes: True
# hasattr() with an introspection name may refuse or say False, never True.
print(hasattr(1, '__cl' + 'ass__'))
