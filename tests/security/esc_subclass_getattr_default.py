# expect: error AttributeError | ok
# stdout-excludes: <class
# A default value must not turn the refusal into a lookup.
print(getattr(1, '__cl' + 'ass__', 'default'))
