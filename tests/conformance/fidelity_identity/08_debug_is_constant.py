# __debug__ cannot be rebound.
print('before')
__debug__ = False
