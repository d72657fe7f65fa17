# expect: budget | error E
# Formatting the traceback calls __str__: that must be bounded too.
class E(Exception):
    def __str__(self):
        while True:
            pass
raise E()
