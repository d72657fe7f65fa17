"""Common string constants and classes, as in CPython's string module:
the character sets, capwords, Template ($-substitution) and Formatter
(str.format as overridable steps)."""

__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation",
           "whitespace", "Formatter", "Template"]

whitespace = ' \t\n\r\v\f'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """Split s on sep, capitalize each word, join with sep (or a space)."""
    return (sep or ' ').join([w.capitalize() for w in s.split(sep)])


# ---- Template -------------------------------------------------------------

# Names from re, not the module: string hands out no module object.
from re import compile as _re_compile, escape as _re_escape, IGNORECASE as _IGNORECASE, VERBOSE as _VERBOSE


class _Chain:
    """Keyword arguments first, then the mapping (substitute's lookup)."""

    def __init__(self, first, second):
        self._first = first
        self._second = second

    def __getitem__(self, key):
        try:
            return self._first[key]
        except KeyError:
            return self._second[key]


_NO_MAPPING = {}


def _template_pattern(cls):
    own = getattr(cls, 'pattern', None)
    if isinstance(own, str):
        source = own
    else:
        delim = _re_escape(cls.delimiter)
        ident = cls.idpattern
        braced = cls.braceidpattern or cls.idpattern
        # The pattern's text is CPython's, as Template.pattern shows it.
        source = ('\n            %s(?:\n'
                  '              (?P<escaped>%s)  |   # Escape sequence of two delimiters\n'
                  '              (?P<named>%s)       |   # delimiter and a Python identifier\n'
                  '              {(?P<braced>%s)} |   # delimiter and a braced identifier\n'
                  '              (?P<invalid>)             # Other ill-formed delimiter exprs\n'
                  '            )\n            ' % (delim, delim, ident, braced))
    cls.pattern = _re_compile(source, cls.flags | _VERBOSE)


class Template:
    """A string class for supporting $-substitutions."""
    __module__ = 'string'

    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = _IGNORECASE

    def __init_subclass__(cls):
        super().__init_subclass__()
        _template_pattern(cls)

    def __init__(self, template):
        self.template = template

    def _invalid(self, mo):
        i = mo.start('invalid')
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' % (lineno, colno))

    def _unrecognized(self):
        return ValueError('Unrecognized named group in pattern', self.pattern)

    def substitute(self, mapping=_NO_MAPPING, /, **kws):
        if mapping is _NO_MAPPING:
            mapping = kws
        elif kws:
            mapping = _Chain(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                return str(mapping[named])
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                self._invalid(mo)
            raise self._unrecognized()
        return self.pattern.sub(convert, self.template)

    def safe_substitute(self, mapping=_NO_MAPPING, /, **kws):
        if mapping is _NO_MAPPING:
            mapping = kws
        elif kws:
            mapping = _Chain(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                try:
                    return str(mapping[named])
                except KeyError:
                    return mo.group()
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                return mo.group()
            raise self._unrecognized()
        return self.pattern.sub(convert, self.template)

    def is_valid(self):
        for mo in self.pattern.finditer(self.template):
            if mo.group('invalid') is not None:
                return False
            if mo.group('named') is None and mo.group('braced') is None and mo.group('escaped') is None:
                raise self._unrecognized()
        return True

    def get_identifiers(self):
        ids = []
        for mo in self.pattern.finditer(self.template):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                if named not in ids:
                    ids.append(named)
            elif mo.group('invalid') is None and mo.group('escaped') is None:
                raise self._unrecognized()
        return ids


_template_pattern(Template)


# ---- Formatter ------------------------------------------------------------

def _parse_format(s):
    """(literal_text, field_name, format_spec, conversion) for each piece
    of a format string, with str.format's rules and error messages."""
    n = len(s)
    i = 0
    while i < n:
        start = i
        brace = None
        while i < n:
            c = s[i]
            i += 1
            if c == '{' or c == '}':
                brace = c
                break
        if brace is None:
            yield (s[start:i], None, None, None)
            return
        at_end = i >= n
        if brace == '}' and (at_end or s[i] != '}'):
            raise ValueError("Single '}' encountered in format string")
        if at_end:
            raise ValueError("Single '{' encountered in format string")
        if s[i] == brace:
            # A doubled brace: the literal keeps one.
            i += 1
            yield (s[start:i - 1], None, None, None)
            continue
        literal = s[start:i - 1]
        # The field name ends at '!', ':' or '}', brackets skipped whole.
        name_start = i
        c = None
        while i < n:
            c = s[i]
            i += 1
            if c == '{':
                raise ValueError("unexpected '{' in field name")
            if c == '[':
                while i < n and s[i] != ']':
                    i += 1
                continue
            if c == '}' or c == ':' or c == '!':
                break
        else:
            c = None
        if c == '}':
            yield (literal, s[name_start:i - 1], '', None)
            continue
        if c != '!' and c != ':':
            raise ValueError("expected '}' before end of string")
        field_name = s[name_start:i - 1]
        conversion = None
        if c == '!':
            if i >= n:
                raise ValueError('end of string while looking for conversion specifier')
            conversion = s[i]
            i += 1
            if i < n:
                c = s[i]
                i += 1
                if c == '}':
                    yield (literal, field_name, '', conversion)
                    continue
                if c != ':':
                    raise ValueError("expected ':' after conversion specifier")
        spec_start = i
        depth = 1
        while i < n:
            c = s[i]
            i += 1
            if c == '{':
                depth += 1
            elif c == '}':
                depth -= 1
                if depth == 0:
                    break
        if depth:
            raise ValueError("unmatched '{' in format spec")
        yield (literal, field_name, s[spec_start:i - 1], conversion)


def _field_key(text):
    return int(text) if text.isdecimal() else text


def _field_rest(name, i):
    """(is_attribute, key) for each '.attr' or '[key]' after the first part."""
    n = len(name)
    while i < n:
        c = name[i]
        i += 1
        if c == '.':
            start = i
            while i < n and name[i] != '.' and name[i] != '[':
                i += 1
            if i == start:
                raise ValueError('Empty attribute in format string')
            yield (True, name[start:i])
        elif c == '[':
            start = i
            while i < n and name[i] != ']':
                i += 1
            if i >= n:
                raise ValueError("Missing ']' in format string")
            key = name[start:i]
            i += 1
            if i < n and name[i] != '.' and name[i] != '[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
            yield (False, _field_key(key))
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")


def _split_field_name(name):
    i = 0
    n = len(name)
    while i < n and name[i] != '.' and name[i] != '[':
        i += 1
    return _field_key(name[:i]), _field_rest(name, i)


class Formatter:
    """str.format() as a class whose steps can be overridden."""
    __module__ = 'string'

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth, auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is None:
                continue
            if field_name == '':
                if auto_arg_index is False:
                    raise ValueError('cannot switch from manual field specification to '
                                     'automatic field numbering')
                field_name = str(auto_arg_index)
                auto_arg_index += 1
            elif field_name.isdigit():
                if auto_arg_index:
                    raise ValueError('cannot switch from manual field specification to '
                                     'automatic field numbering')
                auto_arg_index = False
            obj, arg_used = self.get_field(field_name, args, kwargs)
            used_args.add(arg_used)
            obj = self.convert_field(obj, conversion)
            format_spec, auto_arg_index = self._vformat(format_spec, args, kwargs, used_args,
                                                        recursion_depth - 1, auto_arg_index=auto_arg_index)
            result.append(self.format_field(obj, format_spec))
        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == 's':
            return str(value)
        if conversion == 'r':
            return repr(value)
        if conversion == 'a':
            return ascii(value)
        raise ValueError('Unknown conversion specifier {0!s}'.format(conversion))

    def parse(self, format_string):
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _split_field_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]
        return obj, first
