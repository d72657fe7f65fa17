# enumerate subclass that numbers lines like an editor does.
class LineNumbers(enumerate):
    def __new__(cls, lines, start=1):
        return super().__new__(cls, lines, start)

    def __next__(self):
        n, text = super().__next__()
        return f"{n:>3}| {text}"

source = ["def f():", "    return 1", "", "print(f())"]
for row in LineNumbers(source):
    print(row)
numbered = LineNumbers(["a", "b"], 10)
print(list(numbered))
print(isinstance(numbered, enumerate), type(numbered).__name__)
print(list(enumerate("xy", start=5)), type(enumerate([])).__name__)
