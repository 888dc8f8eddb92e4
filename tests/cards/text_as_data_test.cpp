// Text from a file as data: shown with every byte a terminal acts on escaped, kept in JSON byte
// for byte, and a player's name held to what a table shows.

#include "parlor/cards/text_as_data.hpp"

#include "parlor/cards/error_text.hpp"

#include <doctest/doctest.h>

#include <string>

using namespace parlor::cards;
using namespace std::string_literals;

TEST_CASE("printable: text as it is, every control character and stray byte as \\xNN") {
    CHECK(printable("Alice ♠ café") == "Alice ♠ café");
    CHECK(printable("caf\xe9.txt") == "caf\\xe9.txt");
    CHECK(printable("a\x1b]0;title\x07z") == "a\\x1b]0;title\\x07z");
    CHECK(printable("line\nnext\r\t") == "line\\nnext\\r\\t");
    CHECK(printable("del\x7f c1\xc2\x9b") == "del\\x7f c1\\xc2\\x9b");
    // Overlong, surrogate and cut-short sequences are not UTF-8.
    CHECK(printable("\xc0\xaf \xed\xa0\x80 \xe2\x99") == "\\xc0\\xaf \\xed\\xa0\\x80 \\xe2\\x99");
    // Whatever the bytes, nothing below 0x20 and nothing that is not UTF-8 comes out.
    std::string every;
    for (int byte = 0; byte < 256; ++byte) {
        every += static_cast<char>(byte);
    }
    const std::string shown = printable(every);
    CHECK(is_utf8(shown));
    for (const char c : shown) {
        CHECK(static_cast<unsigned char>(c) >= 0x20);
    }
}

TEST_CASE("a message quotes file text as printable does, cut at a character boundary") {
    // One escaping for messages and for what is shown: the two were written apart and drifted.
    CHECK(shown("a\x1b]0;t\x07") == printable("a\x1b]0;t\x07"));
    CHECK(in_quotes("caf\xe9") == "\"caf\\xe9\"");
    CHECK(shown("♠♠♠♠", 2) == "♠♠…");
    CHECK(shown("ab\xff", 2) == "ab…");
    CHECK(shown("ab\xff"
                "c",
                3) == "ab\\xff…");
    CHECK(shown("abc", 3) == "abc");
    CHECK(bytes_of_characters("♠x", 1) == 3);
    CHECK(bytes_of_characters("", 5) == 0);
    CHECK(characters("") == 0);
    CHECK(characters("♠x é") == 4);
    CHECK(characters("ab\xff"
                     "c") == 4); // a stray byte is one character, as when cut
    CHECK(characters("♠♠♠") == 3);
    CHECK(bytes_of_characters("♠♠♠", characters("♠♠♠")) == std::string("♠♠♠").size());
    const std::string flood(20'000'000, 'x');
    CHECK(shown(flood) == std::string(40, 'x') + "…");
}

TEST_CASE("escape_bytes and unescape_bytes: any bytes through UTF-8 text and back") {
    const std::string kept = "caf\xe9 \\x41 \\\\ \xff\xfe\x00 ok.txt"s;
    CHECK(is_utf8(escape_bytes(kept)));
    CHECK(escape_bytes("caf\xe9\\") == "caf\\xe9\\\\");
    CHECK(unescape_bytes(escape_bytes(kept)) == kept);
    CHECK(unescape_bytes(escape_bytes("café")) == "café");
    CHECK_FALSE(unescape_bytes("a\\q"));
    CHECK_FALSE(unescape_bytes("a\\x4"));
}

TEST_CASE("a player's name: at most 24 characters, UTF-8, no control character") {
    CHECK_FALSE(why_not_a_name("Zoë Ångström-Ōtsuka Żmij")); // 24 characters
    CHECK(why_not_a_name(std::string(25, 'a')) == "is 25 characters long (a name is at most 24)");
    CHECK(why_not_a_name("a\x1b[2J") ==
          "holds a control character (a name is shown, never obeyed)");
    CHECK(why_not_a_name("caf\xe9") == "is not UTF-8 text");
    CHECK(as_name(std::string(100'000, 'x')) == std::string(24, 'x'));
    CHECK(as_name("  Ann\x1b]0;t\x07 \xe9 ") == "Ann]0;t");
    CHECK(as_name("ÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅ") == "ÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅ");
}
