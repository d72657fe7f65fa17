import textwrap

review = ("I bought this blender for smoothies and it has exceeded my expectations. "
          "It crushes ice in seconds, the jar is easy to clean, and it is surprisingly quiet. "
          "The only downside is the short power cord.")

for n in (1, 2, 3, 10):
    print(f"max_lines={n}")
    print(textwrap.fill(review, width=36, max_lines=n))

print(textwrap.wrap(review, 30, max_lines=2, placeholder="..."))
print(textwrap.wrap(review, 30, max_lines=2, placeholder=" (read more)"))
print(textwrap.wrap("aaa bbb ccc ddd", 7, max_lines=1, placeholder="~"))
print(textwrap.wrap("aaaaaaaaaaaaaaa bbb", 7, max_lines=2))
print(textwrap.wrap("one two three four", 9, max_lines=2, initial_indent="* ", subsequent_indent="  "))
print(textwrap.wrap("a b c", 5, max_lines=1))
print(textwrap.wrap("hello world   ", 11, max_lines=1))
