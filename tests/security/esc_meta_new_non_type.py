# expect: error TypeError
# stderr-contains: int is not a subtype of type
# type.__new__ makes classes only for type and its subclasses.
type.__new__(int, 'X', (), {})
