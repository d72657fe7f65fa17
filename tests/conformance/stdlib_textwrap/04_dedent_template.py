import textwrap


def render_email(name, amount, due):
    template = """\
        Dear {name},

        This is a reminder that invoice #1042 for ${amount:,.2f}
        is due on {due}.
            - Pay online at the portal
            - Or call our billing team

        Thank you,
        Accounts Receivable
    """
    return textwrap.dedent(template).format(name=name, amount=amount, due=due)


print(render_email("Ms. Rivera", 12840.5, "2024-04-15"))
print(repr(textwrap.dedent("  a\n    b\n  c\n")))
print(repr(textwrap.dedent("\ta\n\t\tb\n")))
print(repr(textwrap.dedent("  a\n\tb\n")))
print(repr(textwrap.dedent("    x\n  \n      y\n")))
print(repr(textwrap.dedent("  mixed\n \t tab\n")))
print(repr(textwrap.dedent("no indent\n  here\n")))
print(repr(textwrap.dedent("")))
print(repr(textwrap.dedent("   \n   \n")))
code = '''
    def total(items):
        return sum(i.price for i in items)
'''
print(textwrap.dedent(code).strip())
