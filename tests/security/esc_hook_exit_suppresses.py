# expect: budget
# __exit__ returning True suppresses exceptions, never the budget stop.
class S:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return True
with S():
    while True:
        pass
print('SANDBOX-ESCAPE: the budget stop was suppressed')
