import textwrap

paragraphs = [
    "Order 5512 shipped on 2024-02-11 via ground freight and should arrive within five business days.",
    "Order 5513 is on hold pending payment verification.",
    "Order 5514 was cancelled by the customer; a refund of $42.99 has been issued.",
]

wrapper = textwrap.TextWrapper(width=32, initial_indent="- ", subsequent_indent="  ")
for p in paragraphs:
    print(wrapper.fill(p))

wrapper.width = 50
wrapper.initial_indent = "* "
print(wrapper.wrap(paragraphs[0]))
print(wrapper.width, repr(wrapper.initial_indent), repr(wrapper.subsequent_indent), wrapper.expand_tabs,
      wrapper.replace_whitespace, wrapper.fix_sentence_endings, wrapper.break_long_words,
      wrapper.drop_whitespace, wrapper.break_on_hyphens, wrapper.tabsize, wrapper.max_lines,
      repr(wrapper.placeholder))

default = textwrap.TextWrapper()
print(default.width, len(default.fill("word " * 40).splitlines()))


class NumberedWrapper(textwrap.TextWrapper):
    def wrap(self, text):
        return [f"{i}: {line}" for i, line in enumerate(super().wrap(text), 1)]


print("\n".join(NumberedWrapper(width=30).wrap(paragraphs[2])))
print(isinstance(wrapper, textwrap.TextWrapper), textwrap.TextWrapper.__name__)
