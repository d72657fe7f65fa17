"""Parsing and building URLs (CPython 3.11's urllib.parse): urlparse,
urlsplit, urlunparse, urlunsplit, urljoin, urldefrag, urlencode, quote,
quote_plus, quote_from_bytes, unquote, unquote_plus, unquote_to_bytes,
parse_qs and parse_qsl, with CPython's result types (ParseResult,
SplitResult, DefragResult and their username, password, hostname and
port). URLs are split as str; the bytes forms of urlsplit and urlparse
are absent."""

from collections import namedtuple as _namedtuple
import re as _re

__all__ = ["urlparse", "urlunparse", "urljoin", "urldefrag",
           "urlsplit", "urlunsplit", "urlencode", "parse_qs",
           "parse_qsl", "quote", "quote_plus", "quote_from_bytes",
           "unquote", "unquote_plus", "unquote_to_bytes",
           "DefragResult", "ParseResult", "SplitResult"]

uses_relative = ['', 'ftp', 'http', 'gopher', 'nntp', 'imap', 'wais', 'file', 'https', 'shttp',
                 'mms', 'prospero', 'rtsp', 'rtspu', 'sftp', 'svn', 'svn+ssh', 'ws', 'wss']
uses_netloc = ['', 'ftp', 'http', 'gopher', 'nntp', 'telnet', 'imap', 'wais', 'file', 'mms',
               'https', 'shttp', 'snews', 'prospero', 'rtsp', 'rtspu', 'rsync', 'svn',
               'svn+ssh', 'sftp', 'nfs', 'git', 'git+ssh', 'ws', 'wss']
uses_params = ['', 'ftp', 'hdl', 'prospero', 'http', 'imap', 'https', 'shttp', 'rtsp',
               'rtspu', 'sip', 'sips', 'mms', 'sftp', 'tel']
scheme_chars = ('abcdefghijklmnopqrstuvwxyz'
                'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                '0123456789'
                '+-.')
_WHATWG_C0_CONTROL_OR_SPACE = ''.join([chr(i) for i in range(33)])
_UNSAFE_URL_BYTES_TO_REMOVE = ['\t', '\r', '\n']
_ALWAYS_SAFE = frozenset(b'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                         b'abcdefghijklmnopqrstuvwxyz'
                         b'0123456789'
                         b'_.-~')
_ALWAYS_SAFE_BYTES = bytes(_ALWAYS_SAFE)


class _NetlocResultMixin:
    __slots__ = ()

    @property
    def username(self):
        userinfo, have_info, hostinfo = self.netloc.rpartition('@')
        if have_info:
            return userinfo.partition(':')[0]
        return None

    @property
    def password(self):
        userinfo, have_info, hostinfo = self.netloc.rpartition('@')
        if have_info:
            username, have_password, password = userinfo.partition(':')
            if have_password:
                return password
        return None

    def _hostinfo(self):
        _, _, hostinfo = self.netloc.rpartition('@')
        _, have_open_br, bracketed = hostinfo.partition('[')
        if have_open_br:
            hostname, _, port = bracketed.partition(']')
            _, _, port = port.partition(':')
        else:
            hostname, _, port = hostinfo.partition(':')
        if not port:
            port = None
        return hostname, port

    @property
    def hostname(self):
        hostname = self._hostinfo()[0]
        if not hostname:
            return None
        hostname, percent, zone = hostname.partition('%')
        return hostname.lower() + percent + zone

    @property
    def port(self):
        port = self._hostinfo()[1]
        if port is not None:
            if port.isdigit() and port.isascii():
                port = int(port)
            else:
                raise ValueError(f"Port could not be cast to integer value as {port!r}")
            if not (0 <= port <= 65535):
                raise ValueError("Port out of range 0-65535")
        return port


class DefragResult(_namedtuple('DefragResult', 'url fragment')):
    __slots__ = ()
    __module__ = 'urllib.parse'

    def geturl(self):
        if self.fragment:
            return self.url + '#' + self.fragment
        return self.url


class SplitResult(_namedtuple('SplitResult', 'scheme netloc path query fragment'), _NetlocResultMixin):
    __slots__ = ()
    __module__ = 'urllib.parse'

    def geturl(self):
        return urlunsplit(self)


class ParseResult(_namedtuple('ParseResult', 'scheme netloc path params query fragment'), _NetlocResultMixin):
    __slots__ = ()
    __module__ = 'urllib.parse'

    def geturl(self):
        return urlunparse(self)


def _check_str(*args):
    for a in args:
        if not isinstance(a, str):
            if isinstance(a, (bytes, bytearray)):
                raise TypeError("bytes URLs are not supported in smolvm's urllib.parse: decode them to str")
            raise TypeError("Cannot mix str and non-str arguments")


def _splitnetloc(url, start=0):
    delim = len(url)
    for c in '/?#':
        wdelim = url.find(c, start)
        if wdelim >= 0:
            delim = min(delim, wdelim)
    return url[start:delim], url[delim:]


def _is_ipv4(s):
    parts = s.split('.')
    if len(parts) != 4:
        return False
    for p in parts:
        if not (p.isascii() and p.isdigit()) or len(p) > 3 or (len(p) > 1 and p[0] == '0') or int(p) > 255:
            return False
    return True


def _is_ipv6(s):
    s = s.partition('%')[0]
    if s.count('::') > 1:
        return False
    groups = 8
    if '.' in s:
        tail = s.rpartition(':')[2]
        if not _is_ipv4(tail):
            return False
        # The dotted quad stands for the last two groups.
        s = s[:len(s) - len(tail)] + '0:0'
    if '::' in s:
        left, _, right = s.partition('::')
        parts = (left.split(':') if left else []) + (right.split(':') if right else [])
        if len(parts) > groups - 1:
            return False
    else:
        parts = s.split(':')
        if len(parts) != groups:
            return False
    for p in parts:
        if not 1 <= len(p) <= 4 or any(c not in '0123456789abcdefABCDEF' for c in p):
            return False
    return True


def _check_bracketed_netloc(netloc):
    # The host between brackets must be an IPv6 address (or an IPvFuture
    # one), with nothing before the bracket and only a port after it.
    hostname_and_port = netloc.rpartition('@')[2]
    before_bracket, have_open_br, bracketed = hostname_and_port.partition('[')
    if have_open_br:
        if before_bracket:
            raise ValueError("Invalid IPv6 URL")
        hostname, _, port = bracketed.partition(']')
        if port and not port.startswith(":"):
            raise ValueError("Invalid IPv6 URL")
    else:
        hostname, _, port = hostname_and_port.partition(':')
    if hostname.startswith('v'):
        if not _re.match(r"\Av[a-fA-F0-9]+\..+\Z", hostname):
            raise ValueError("IPvFuture address is invalid")
    elif _is_ipv4(hostname):
        raise ValueError("An IPv4 address cannot be in brackets")
    elif not _is_ipv6(hostname):
        raise ValueError("%r does not appear to be an IPv4 or IPv6 address" % (hostname,))


def urlsplit(url, scheme='', allow_fragments=True):
    """Split a URL into (scheme, netloc, path, query, fragment)."""
    _check_str(url, scheme)
    url = url.lstrip(_WHATWG_C0_CONTROL_OR_SPACE)
    scheme = scheme.strip(_WHATWG_C0_CONTROL_OR_SPACE)
    for b in _UNSAFE_URL_BYTES_TO_REMOVE:
        url = url.replace(b, "")
        scheme = scheme.replace(b, "")
    netloc = query = fragment = ''
    i = url.find(':')
    if i > 0 and url[0].isascii() and url[0].isalpha():
        for c in url[:i]:
            if c not in scheme_chars:
                break
        else:
            scheme, url = url[:i].lower(), url[i + 1:]
    if url[:2] == '//':
        netloc, url = _splitnetloc(url, 2)
        if (('[' in netloc and ']' not in netloc) or
                (']' in netloc and '[' not in netloc)):
            raise ValueError("Invalid IPv6 URL")
        if '[' in netloc and ']' in netloc:
            _check_bracketed_netloc(netloc)
    if allow_fragments and '#' in url:
        url, fragment = url.split('#', 1)
    if '?' in url:
        url, query = url.split('?', 1)
    return SplitResult(scheme, netloc, url, query, fragment)


def _splitparams(url):
    if '/' in url:
        i = url.find(';', url.rfind('/'))
        if i < 0:
            return url, ''
    else:
        i = url.find(';')
    return url[:i], url[i + 1:]


def urlparse(url, scheme='', allow_fragments=True):
    """Split a URL into (scheme, netloc, path, params, query, fragment)."""
    scheme, netloc, url, query, fragment = urlsplit(url, scheme, allow_fragments)
    if scheme in uses_params and ';' in url:
        url, params = _splitparams(url)
    else:
        params = ''
    return ParseResult(scheme, netloc, url, params, query, fragment)


def urlunsplit(components):
    """Put the five parts of urlsplit's result back together."""
    scheme, netloc, url, query, fragment = components
    if netloc or (scheme and scheme in uses_netloc and url[:2] != '//'):
        if url and url[:1] != '/':
            url = '/' + url
        url = '//' + (netloc or '') + url
    if scheme:
        url = scheme + ':' + url
    if query:
        url = url + '?' + query
    if fragment:
        url = url + '#' + fragment
    return url


def urlunparse(components):
    """Put the six parts of urlparse's result back together."""
    scheme, netloc, url, params, query, fragment = components
    if params:
        url = "%s;%s" % (url, params)
    return urlunsplit((scheme, netloc, url, query, fragment))


def urljoin(base, url, allow_fragments=True):
    """Resolve url relative to base."""
    if not base:
        return url
    if not url:
        return base
    bscheme, bnetloc, bpath, bparams, bquery, bfragment = urlparse(base, '', allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(url, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in uses_relative:
        return url
    if scheme in uses_netloc:
        if netloc:
            return urlunparse((scheme, netloc, path, params, query, fragment))
        netloc = bnetloc
    if not path and not params:
        path = bpath
        params = bparams
        if not query:
            query = bquery
        return urlunparse((scheme, netloc, path, params, query, fragment))
    base_parts = bpath.split('/')
    if base_parts[-1] != '':
        del base_parts[-1]
    if path[:1] == '/':
        segments = path.split('/')
    else:
        segments = base_parts + path.split('/')
        segments[1:-1] = [s for s in segments[1:-1] if s]
    resolved_path = []
    for seg in segments:
        if seg == '..':
            if resolved_path:
                resolved_path.pop()
        elif seg == '.':
            continue
        else:
            resolved_path.append(seg)
    if segments[-1] in ('.', '..'):
        resolved_path.append('')
    return urlunparse((scheme, netloc, '/'.join(resolved_path) or '/', params, query, fragment))


def urldefrag(url):
    """Split url into the URL without its fragment, and the fragment."""
    if '#' in url:
        s, n, p, a, q, frag = urlparse(url)
        defrag = urlunparse((s, n, p, a, q, ''))
    else:
        frag = ''
        defrag = url
    return DefragResult(defrag, frag)


_HEXDIG = '0123456789ABCDEFabcdef'
_hextobyte = {(a + b).encode(): bytes.fromhex(a + b) for a in _HEXDIG for b in _HEXDIG}


def unquote_to_bytes(string):
    """unquote_to_bytes('abc%20def') -> b'abc def'."""
    if not string:
        string.split
        return b''
    if isinstance(string, str):
        string = string.encode('utf-8')
    string = bytes(string)
    bits = string.split(b'%')
    if len(bits) == 1:
        return string
    res = [bits[0]]
    for item in bits[1:]:
        h = _hextobyte.get(item[:2])
        if h is None:
            res.append(b'%')
            res.append(item)
        else:
            res.append(h)
            res.append(item[2:])
    return b''.join(res)


_percent_run = _re.compile('((?:%[0-9A-Fa-f]{2})+)')


def unquote(string, encoding='utf-8', errors='replace'):
    """Replace %xx escapes by the characters they encode."""
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if '%' not in string:
        string.split
        return string
    if encoding is None:
        encoding = 'utf-8'
    if errors is None:
        errors = 'replace'
    parts = _percent_run.split(string)
    for i in range(1, len(parts), 2):
        parts[i] = bytes.fromhex(parts[i].replace('%', '')).decode(encoding, errors)
    return ''.join(parts)


def unquote_plus(string, encoding='utf-8', errors='replace'):
    """Like unquote(), but also replace plus signs by spaces."""
    string = string.replace('+', ' ')
    return unquote(string, encoding, errors)


def quote_from_bytes(bs, safe='/'):
    """Like quote(), but accepts a bytes object rather than a str."""
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ''
    if isinstance(safe, str):
        safe = safe.encode('ascii', 'ignore')
    else:
        safe = bytes([c for c in safe if c < 128])
    if not bytes(bs).rstrip(_ALWAYS_SAFE_BYTES + safe):
        return bytes(bs).decode()
    safe_set = _ALWAYS_SAFE | frozenset(safe)
    return ''.join([chr(c) if c in safe_set else '%%%02X' % c for c in bs])


def quote(string, safe='/', encoding=None, errors=None):
    """Percent-encode the characters of string that are not safe in a URL
    (letters, digits, '_.-~' and those of safe stay)."""
    if isinstance(string, str):
        if not string:
            return string
        if encoding is None:
            encoding = 'utf-8'
        if errors is None:
            errors = 'strict'
        string = string.encode(encoding, errors)
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe='', encoding=None, errors=None):
    """Like quote(), but also replace spaces by plus signs, as HTML forms
    encode their values."""
    if ((isinstance(string, str) and ' ' not in string) or
            (isinstance(string, bytes) and b' ' not in string)):
        return quote(string, safe, encoding, errors)
    if isinstance(safe, str):
        space = ' '
    else:
        space = b' '
    string = quote(string, safe + space, encoding, errors)
    return string.replace(' ', '+')


def urlencode(query, doseq=False, safe='', encoding=None, errors=None, quote_via=quote_plus):
    """Encode a mapping or a sequence of pairs as a query string."""
    if hasattr(query, "items"):
        query = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError("not a valid non-string sequence or mapping object") from err
    parts = []
    for k, v in query:
        if isinstance(k, bytes):
            k = quote_via(k, safe)
        else:
            k = quote_via(str(k), safe, encoding, errors)
        if isinstance(v, bytes):
            parts.append(k + '=' + quote_via(v, safe))
        elif isinstance(v, str) or not doseq:
            parts.append(k + '=' + quote_via(str(v), safe, encoding, errors))
        else:
            try:
                len(v)
            except TypeError:
                parts.append(k + '=' + quote_via(str(v), safe, encoding, errors))
            else:
                for elt in v:
                    if isinstance(elt, bytes):
                        elt = quote_via(elt, safe)
                    else:
                        elt = quote_via(str(elt), safe, encoding, errors)
                    parts.append(k + '=' + elt)
    return '&'.join(parts)


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False,
              encoding='utf-8', errors='replace', max_num_fields=None, separator='&'):
    """Parse a query string into a list of (name, value) pairs."""
    as_bytes = isinstance(qs, (bytes, bytearray))
    if as_bytes:
        qs = bytes(qs).decode('ascii')
    elif qs is None:
        qs = ''
    if isinstance(separator, (bytes, bytearray)):
        separator = bytes(separator).decode('ascii')
    if not separator or not isinstance(separator, str):
        raise ValueError("Separator must be of type string or bytes.")
    if max_num_fields is not None:
        num_fields = 1 + qs.count(separator) if qs else 0
        if max_num_fields < num_fields:
            raise ValueError('Max number of fields exceeded')
    r = []
    query_args = qs.split(separator) if qs else []
    for name_value in query_args:
        if not name_value and not strict_parsing:
            continue
        nv = name_value.split('=', 1)
        if len(nv) != 2:
            if strict_parsing:
                raise ValueError("bad query field: %r" % (name_value,))
            if keep_blank_values:
                nv.append('')
            else:
                continue
        if len(nv[1]) or keep_blank_values:
            name = unquote(nv[0].replace('+', ' '), encoding=encoding, errors=errors)
            value = unquote(nv[1].replace('+', ' '), encoding=encoding, errors=errors)
            if as_bytes:
                name = name.encode('ascii')
                value = value.encode('ascii')
            r.append((name, value))
    return r


def parse_qs(qs, keep_blank_values=False, strict_parsing=False,
             encoding='utf-8', errors='replace', max_num_fields=None, separator='&'):
    """Parse a query string into a dict of lists of values."""
    parsed_result = {}
    pairs = parse_qsl(qs, keep_blank_values, strict_parsing, encoding=encoding, errors=errors,
                      max_num_fields=max_num_fields, separator=separator)
    for name, value in pairs:
        if name in parsed_result:
            parsed_result[name].append(value)
        else:
            parsed_result[name] = [value]
    return parsed_result
