"""HTML escaping (CPython 3.11's html module): escape and unescape.
unescape decodes every numeric character reference as CPython does and
the named references in common use (the HTML 4 set: the Latin-1
letters and symbols, Greek letters, arrows, mathematical and
typographic symbols); a name outside that set is left as written.
html.parser and html.entities are absent."""

import re as _re

__all__ = ['escape', 'unescape']


def escape(s, quote=True):
    """Replace &, < and > (and " and ' when quote is true) by HTML-safe
    sequences."""
    s = s.replace("&", "&amp;")
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace('\'', "&#x27;")
    return s


_ENTITIES = {
    'nbsp': '\xa0',
    'iexcl': '\xa1',
    'cent': '\xa2',
    'pound': '\xa3',
    'curren': '\xa4',
    'yen': '\xa5',
    'brvbar': '\xa6',
    'sect': '\xa7',
    'uml': '\xa8',
    'copy': '\xa9',
    'ordf': '\xaa',
    'laquo': '\xab',
    'not': '\xac',
    'shy': '\xad',
    'reg': '\xae',
    'macr': '\xaf',
    'deg': '\xb0',
    'plusmn': '\xb1',
    'sup2': '\xb2',
    'sup3': '\xb3',
    'acute': '\xb4',
    'micro': '\xb5',
    'para': '\xb6',
    'middot': '\xb7',
    'cedil': '\xb8',
    'sup1': '\xb9',
    'ordm': '\xba',
    'raquo': '\xbb',
    'frac14': '\xbc',
    'frac12': '\xbd',
    'frac34': '\xbe',
    'iquest': '\xbf',
    'Agrave': '\xc0',
    'Aacute': '\xc1',
    'Acirc': '\xc2',
    'Atilde': '\xc3',
    'Auml': '\xc4',
    'Aring': '\xc5',
    'AElig': '\xc6',
    'Ccedil': '\xc7',
    'Egrave': '\xc8',
    'Eacute': '\xc9',
    'Ecirc': '\xca',
    'Euml': '\xcb',
    'Igrave': '\xcc',
    'Iacute': '\xcd',
    'Icirc': '\xce',
    'Iuml': '\xcf',
    'ETH': '\xd0',
    'Ntilde': '\xd1',
    'Ograve': '\xd2',
    'Oacute': '\xd3',
    'Ocirc': '\xd4',
    'Otilde': '\xd5',
    'Ouml': '\xd6',
    'times': '\xd7',
    'Oslash': '\xd8',
    'Ugrave': '\xd9',
    'Uacute': '\xda',
    'Ucirc': '\xdb',
    'Uuml': '\xdc',
    'Yacute': '\xdd',
    'THORN': '\xde',
    'szlig': '\xdf',
    'agrave': '\xe0',
    'aacute': '\xe1',
    'acirc': '\xe2',
    'atilde': '\xe3',
    'auml': '\xe4',
    'aring': '\xe5',
    'aelig': '\xe6',
    'ccedil': '\xe7',
    'egrave': '\xe8',
    'eacute': '\xe9',
    'ecirc': '\xea',
    'euml': '\xeb',
    'igrave': '\xec',
    'iacute': '\xed',
    'icirc': '\xee',
    'iuml': '\xef',
    'eth': '\xf0',
    'ntilde': '\xf1',
    'ograve': '\xf2',
    'oacute': '\xf3',
    'ocirc': '\xf4',
    'otilde': '\xf5',
    'ouml': '\xf6',
    'divide': '\xf7',
    'oslash': '\xf8',
    'ugrave': '\xf9',
    'uacute': '\xfa',
    'ucirc': '\xfb',
    'uuml': '\xfc',
    'yacute': '\xfd',
    'thorn': '\xfe',
    'yuml': '\xff',
    'amp': '&',
    'lt': '<',
    'gt': '>',
    'quot': '"',
    'apos': "'",
    'hellip': '\u2026',
    'mdash': '\u2014',
    'ndash': '\u2013',
    'lsquo': '\u2018',
    'rsquo': '\u2019',
    'ldquo': '\u201c',
    'rdquo': '\u201d',
    'sbquo': '\u201a',
    'bdquo': '\u201e',
    'bull': '\u2022',
    'euro': '\u20ac',
    'trade': '\u2122',
    'larr': '\u2190',
    'rarr': '\u2192',
    'uarr': '\u2191',
    'darr': '\u2193',
    'harr': '\u2194',
    'lArr': '\u21d0',
    'rArr': '\u21d2',
    'hArr': '\u21d4',
    'minus': '\u2212',
    'le': '\u2264',
    'ge': '\u2265',
    'ne': '\u2260',
    'asymp': '\u2248',
    'equiv': '\u2261',
    'infin': '\u221e',
    'sum': '\u2211',
    'prod': '\u220f',
    'radic': '\u221a',
    'part': '\u2202',
    'nabla': '\u2207',
    'isin': '\u2208',
    'notin': '\u2209',
    'cap': '\u2229',
    'cup': '\u222a',
    'int': '\u222b',
    'there4': '\u2234',
    'sim': '\u223c',
    'prop': '\u221d',
    'ang': '\u2220',
    'and': '\u2227',
    'or': '\u2228',
    'sdot': '\u22c5',
    'lceil': '\u2308',
    'rceil': '\u2309',
    'lfloor': '\u230a',
    'rfloor': '\u230b',
    'lang': '\u27e8',
    'rang': '\u27e9',
    'loz': '\u25ca',
    'spades': '\u2660',
    'clubs': '\u2663',
    'hearts': '\u2665',
    'diams': '\u2666',
    'check': '\u2713',
    'cross': '\u2717',
    'star': '\u2606',
    'starf': '\u2605',
    'dagger': '\u2020',
    'Dagger': '\u2021',
    'permil': '\u2030',
    'prime': '\u2032',
    'Prime': '\u2033',
    'oline': '\u203e',
    'frasl': '\u2044',
    'weierp': '\u2118',
    'image': '\u2111',
    'real': '\u211c',
    'alefsym': '\u2135',
    'crarr': '\u21b5',
    'thinsp': '\u2009',
    'ensp': '\u2002',
    'emsp': '\u2003',
    'zwnj': '\u200c',
    'zwj': '\u200d',
    'lrm': '\u200e',
    'rlm': '\u200f',
    'circ': '\u02c6',
    'tilde': '\u02dc',
    'fnof': '\u0192',
    'OElig': '\u0152',
    'oelig': '\u0153',
    'Scaron': '\u0160',
    'scaron': '\u0161',
    'Yuml': '\u0178',
    'lsaquo': '\u2039',
    'rsaquo': '\u203a',
    'sup': '\u2283',
    'sub': '\u2282',
    'nsub': '\u2284',
    'sube': '\u2286',
    'supe': '\u2287',
    'oplus': '\u2295',
    'otimes': '\u2297',
    'perp': '\u22a5',
    'forall': '\u2200',
    'exist': '\u2203',
    'empty': '\u2205',
    'lowast': '\u2217',
    'Tab': '\t',
    'NewLine': '\n',
    'Alpha': '\u0391',
    'Beta': '\u0392',
    'Chi': '\u03a7',
    'Delta': '\u0394',
    'Epsilon': '\u0395',
    'Eta': '\u0397',
    'Gamma': '\u0393',
    'Iota': '\u0399',
    'Kappa': '\u039a',
    'Lambda': '\u039b',
    'Mu': '\u039c',
    'Nu': '\u039d',
    'Omega': '\u03a9',
    'Omicron': '\u039f',
    'Phi': '\u03a6',
    'Pi': '\u03a0',
    'Psi': '\u03a8',
    'Rho': '\u03a1',
    'Sigma': '\u03a3',
    'Tau': '\u03a4',
    'Theta': '\u0398',
    'Upsilon': '\u03a5',
    'Xi': '\u039e',
    'Zeta': '\u0396',
    'alpha': '\u03b1',
    'beta': '\u03b2',
    'chi': '\u03c7',
    'delta': '\u03b4',
    'epsilon': '\u03b5',
    'eta': '\u03b7',
    'gamma': '\u03b3',
    'iota': '\u03b9',
    'kappa': '\u03ba',
    'lambda': '\u03bb',
    'mu': '\u03bc',
    'nu': '\u03bd',
    'omega': '\u03c9',
    'omicron': '\u03bf',
    'phi': '\u03c6',
    'pi': '\u03c0',
    'psi': '\u03c8',
    'rho': '\u03c1',
    'sigma': '\u03c3',
    'sigmaf': '\u03c2',
    'tau': '\u03c4',
    'theta': '\u03b8',
    'thetasym': '\u03d1',
    'upsih': '\u03d2',
    'upsilon': '\u03c5',
    'xi': '\u03be',
    'zeta': '\u03b6',
    'AMP': '&',
    'COPY': '\xa9',
    'GT': '>',
    'LT': '<',
    'QUOT': '"',
    'REG': '\xae',
}

# The entities HTML accepts without their semicolon.
_NO_SEMICOLON = frozenset([
    'AElig', 'AMP', 'Aacute', 'Acirc', 'Agrave', 'Aring', 'Atilde', 'Auml',
    'COPY', 'Ccedil', 'ETH', 'Eacute', 'Ecirc', 'Egrave', 'Euml', 'GT',
    'Iacute', 'Icirc', 'Igrave', 'Iuml', 'LT', 'Ntilde', 'Oacute', 'Ocirc',
    'Ograve', 'Oslash', 'Otilde', 'Ouml', 'QUOT', 'REG', 'THORN', 'Uacute',
    'Ucirc', 'Ugrave', 'Uuml', 'Yacute', 'aacute', 'acirc', 'acute',
    'aelig', 'agrave', 'amp', 'aring', 'atilde', 'auml', 'brvbar', 'ccedil',
    'cedil', 'cent', 'copy', 'curren', 'deg', 'divide', 'eacute', 'ecirc',
    'egrave', 'eth', 'euml', 'frac12', 'frac14', 'frac34', 'gt', 'iacute',
    'icirc', 'iexcl', 'igrave', 'iquest', 'iuml', 'laquo', 'lt', 'macr',
    'micro', 'middot', 'nbsp', 'not', 'ntilde', 'oacute', 'ocirc', 'ograve',
    'ordf', 'ordm', 'oslash', 'otilde', 'ouml', 'para', 'plusmn', 'pound',
    'quot', 'raquo', 'reg', 'sect', 'shy', 'sup1', 'sup2', 'sup3', 'szlig',
    'thorn', 'times', 'uacute', 'ucirc', 'ugrave', 'uml', 'uuml', 'yacute',
    'yen', 'yuml',
])

# Numeric references to the C1 controls mean the windows-1252 characters,
# as browsers read them; NUL and CR have their own replacements.
_INVALID_CHARREFS = {
    0x00: '\ufffd', 0x0d: '\r', 0x80: '\u20ac', 0x81: '\x81', 0x82: '\u201a',
    0x83: '\u0192', 0x84: '\u201e', 0x85: '\u2026', 0x86: '\u2020', 0x87: '\u2021',
    0x88: '\u02c6', 0x89: '\u2030', 0x8a: '\u0160', 0x8b: '\u2039', 0x8c: '\u0152',
    0x8d: '\x8d', 0x8e: '\u017d', 0x8f: '\x8f', 0x90: '\x90', 0x91: '\u2018',
    0x92: '\u2019', 0x93: '\u201c', 0x94: '\u201d', 0x95: '\u2022', 0x96: '\u2013',
    0x97: '\u2014', 0x98: '\u02dc', 0x99: '\u2122', 0x9a: '\u0161', 0x9b: '\u203a',
    0x9c: '\u0153', 0x9d: '\x9d', 0x9e: '\u017e', 0x9f: '\u0178',
}


def _invalid_codepoint(n):
    # Control characters, noncharacters and the last two code points of
    # every plane are dropped.
    return (0x1 <= n <= 0x8 or n == 0xb or 0xe <= n <= 0x1f or 0x7f <= n <= 0x9f
            or 0xfdd0 <= n <= 0xfdef or (n & 0xfffe) == 0xfffe)


def _replace_charref(m):
    s = m.group(1)
    if s[0] == '#':
        if s[1] in 'xX':
            num = int(s[2:].rstrip(';'), 16)
        else:
            num = int(s[1:].rstrip(';'))
        if num in _INVALID_CHARREFS:
            return _INVALID_CHARREFS[num]
        if 0xD800 <= num <= 0xDFFF or num > 0x10FFFF:
            return '\uFFFD'
        if _invalid_codepoint(num):
            return ''
        return chr(num)
    if s.endswith(';') and s[:-1] in _ENTITIES:
        return _ENTITIES[s[:-1]]
    if s in _NO_SEMICOLON:
        return _ENTITIES[s]
    # The longest prefix that is an entity valid without its semicolon.
    for x in range(len(s) - 1, 1, -1):
        if s[:x] in _NO_SEMICOLON:
            return _ENTITIES[s[:x]] + s[x:]
    return '&' + s


_charref = _re.compile(r'&(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\t\n\f <&#;]{1,32};?)')


def unescape(s):
    """Convert the named and numeric character references in s to the
    characters they stand for."""
    if '&' not in s:
        return s
    return _charref.sub(_replace_charref, s)
