text = "hello"
print(text.uper())
