"""Module docstring.

Spans lines.
"""

def f():
    """Function docstring."""
    return 1

class C:
    """Class docstring."""

    def m(self):
        '''Method docstring with 'quotes'.'''

def g():
    r"""Raw docstring with \d."""

def h():
    "single-quoted docstring"
    pass
