# An uncaught exception with no message and with an empty-string message.
class Empty(Exception):
    def __str__(self):
        return ""


try:
    raise Empty("ignored")
except Empty as e:
    print(repr(str(e)), e.args)
raise Empty("hidden")
