values = ["1", "two", "3", None, "4.5"]
numbers = []
for v in values:
    try:
        numbers.append(int(v))
    except (ValueError, TypeError):
        pass
print(numbers)

def maybe_close(resource):
    try:
        resource.close()
    except AttributeError:
        pass
    return "closed (if possible)"

print(maybe_close(None))
class Res:
    def close(self):
        print("really closed")
print(maybe_close(Res()))
