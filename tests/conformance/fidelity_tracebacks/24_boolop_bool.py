# __bool__ returning an int is an error in an `and` too.
class Weird:
    def __bool__(self):
        return 1

ready = True
print("ready:", ready)
result = ready and Weird() and "go"
print(result)
