#include "parlor/record/record_lines.hpp"

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/record/line_fields.hpp"

#include <algorithm>
#include <limits>
#include <optional>
#include <string>

namespace parlor::record {

namespace {

// nlohmann's parse error, less its "[json.exception.parse_error.101] parse error at line 1,
// column 5: " prefix: what was wrong, and where on the line.
std::string not_json(const nlohmann::json::parse_error& e) {
    std::string what = e.what();
    if (const auto colon = what.find(": "); colon != std::string::npos) {
        what = what.substr(colon + 2);
    }
    return "not JSON (at character " + std::to_string(e.byte) + ": " + cards::shown(what, 80) + ")";
}

// No record nests deeper than a few levels (the line's object is the first): a deeper value is
// refused as it is read, before it is built.
constexpr int deepest = 16;

nlohmann::json::parser_callback_t shallow(int number) {
    return [number](int depth, nlohmann::json::parse_event_t event, nlohmann::json&) {
        using Event = nlohmann::json::parse_event_t;
        if ((event == Event::object_start || event == Event::array_start) && depth >= deepest) {
            throw RecordError(number, "nested deeper than " + std::to_string(deepest) + " levels");
        }
        return true;
    };
}

RecordLine envelope(int number, nlohmann::json object) {
    if (!object.is_object()) {
        throw RecordError(number, "not a JSON object (a record has one object per line)");
    }
    RecordLine line;
    line.number = number;
    const auto event = object.find("event");
    if (event == object.end() || !event->is_string() || event->get<std::string>().empty()) {
        throw RecordError(number, "no \"event\" (each line names its event, as text)");
    }
    line.event = event->get<std::string>();
    const auto game = object.find("game");
    if (game == object.end() || !whole_number_in(*game, 1, std::numeric_limits<int>::max())) {
        throw RecordError(number, "no \"game\" (each line gives its game's number, from 1)");
    }
    line.game = game->get<int>();
    object.erase("event");
    object.erase("game");
    line.fields = std::move(object);
    return line;
}

// A start's "version" (1 when it gives none), taken out of its fields.
int version_of(RecordLine& line) {
    const auto version = line.fields.find("version");
    if (version == line.fields.end()) {
        return 1;
    }
    if (line.event != "start") {
        throw RecordError(line.number, "\"version\" on a " + cards::in_quotes(line.event) +
                                           " line (only a game's \"start\" names its version)");
    }
    if (!whole_number_in(*version, 1, std::numeric_limits<int>::max())) {
        throw RecordError(line.number, "\"version\" is " + cards::shown(version->dump()) +
                                           ", not a whole number from 1");
    }
    const int number = version->get<int>();
    if (number > record_version) {
        throw RecordError(line.number, "a record of version " + std::to_string(number) +
                                           "; this program reads versions 1 to " +
                                           std::to_string(record_version) +
                                           " (a newer Parlor wrote it)");
    }
    line.fields.erase("version");
    return number;
}

// A move's "said" (version 2): the computer's words, a line each, plain text (they are shown on
// the table and in a terminal: no control character), taken out of its fields.
void take_said(RecordLine& line, int version) {
    const auto said = line.fields.find("said");
    if (said == line.fields.end()) {
        return;
    }
    const auto fail = [&](const std::string& problem) {
        throw RecordError(line.number, "\"said\" " + problem);
    };
    if (line.event == "start") {
        fail("on a \"start\" line (the computer's words go with its moves)");
    }
    if (version < 2) {
        fail("in a game of version " + std::to_string(version) +
             " (its \"start\" gives \"version\": 2 when its moves hold the computer's words)");
    }
    if (!said->is_array() || said->empty() || said->size() > said_lines_at_most) {
        fail("is not a list of 1 to " + std::to_string(said_lines_at_most) +
             " lines of text (the computer's words with its move)");
    }
    for (std::size_t i = 0; i < said->size(); ++i) {
        const nlohmann::json& words = (*said)[i];
        const std::string which = "line " + std::to_string(i + 1);
        if (!words.is_string()) {
            fail(which + " is " + cards::shown(words.dump()) + ", not text");
        }
        const auto& text = words.get_ref<const std::string&>();
        if (text.empty() || cards::characters(text) > said_chars_at_most) {
            fail(which + " is not 1 to " + std::to_string(said_chars_at_most) + " characters long");
        }
        if (cards::printable(text) != text) {
            fail(which + " holds a control character (" + cards::shown(text) +
                 "): the computer's words are plain text");
        }
        line.said.push_back(text);
    }
    line.fields.erase("said");
}

// The games follow each other from 1, each begun by its "start".
void check_order(const RecordLine& line, int previous_game) {
    const bool start = line.event == "start";
    if (previous_game == 0 && !(start && line.game == 1)) {
        throw RecordError(line.number, "a record begins with game 1's \"start\" line");
    }
    if (start && line.game != previous_game + 1) {
        throw RecordError(line.number, "\"start\" of game " + std::to_string(line.game) +
                                           " after game " + std::to_string(previous_game) +
                                           " (games follow each other from 1)");
    }
    if (!start && line.game != previous_game) {
        throw RecordError(line.number, "a line of game " + std::to_string(line.game) + " in game " +
                                           std::to_string(previous_game) +
                                           " (each game begins with its \"start\")");
    }
}

} // namespace

std::string for_each_record_line(std::string_view text, std::string_view file,
                                 const std::function<void(RecordLine&)>& visit) {
    // The first line `visit` refused, kept until every line's envelope has been checked.
    std::optional<RecordError> refused;
    try {
        if (text.empty()) {
            throw RecordError(1, "the file is empty, not a game record");
        }
        int number = 0;
        int game = 0;
        int version = 1; // the current game's
        std::size_t at = 0;
        while (at < text.size()) {
            ++number;
            const std::size_t end = std::min(text.find('\n', at), text.size());
            const std::string_view body = text.substr(at, end - at);
            at = end + 1;
            if (body.find_first_not_of(" \t\r") == std::string_view::npos) {
                throw RecordError(number, "an empty line (a record has one object per line)");
            }
            // nlohmann skips a byte order mark before any value; the file reader has already
            // left out the one a file may begin with (cards/save_file_read.hpp), and one anywhere
            // else is what it is in a save: not part of the format.
            if (body.starts_with(cards::byte_order_mark)) {
                throw RecordError(number,
                                  "a byte order mark (U+FEFF) begins the line; a record may "
                                  "have one only at the start of the file");
            }
            nlohmann::json object;
            try {
                object = nlohmann::json::parse(body, shallow(number));
            } catch (const nlohmann::json::parse_error& e) {
                throw RecordError(number, not_json(e));
            } catch (const nlohmann::json::out_of_range&) {
                // A number beyond a double's range: it would not write back as itself.
                throw RecordError(number, "a number too large");
            }
            RecordLine line = envelope(number, std::move(object));
            check_order(line, game);
            game = line.game;
            if (line.event == "start") {
                version = version_of(line);
            } else {
                version_of(line); // refuses a "version" here
            }
            take_said(line, version);
            if (!refused) {
                try {
                    visit(line);
                } catch (const RecordError& e) {
                    refused = e;
                }
            }
        }
    } catch (const RecordError& e) {
        // A line that is not a record's at all: the file's encoding may be why.
        std::string error = error_text(file, e);
        if (const std::optional<std::string> hint = cards::encoding_hint(text)) {
            error += "; " + *hint;
        }
        return error;
    }
    return refused ? error_text(file, *refused) : std::string();
}

RecordLines read_record_lines(std::string_view text, std::string_view file) {
    RecordLines out;
    out.error = for_each_record_line(
        text, file, [&](RecordLine& line) { out.lines.push_back(std::move(line)); });
    if (!out.ok()) {
        out.lines.clear();
    }
    return out;
}

std::string record_line(std::string_view event, int game, const nlohmann::ordered_json& fields,
                        int version, const std::vector<std::string>& said) {
    nlohmann::ordered_json line;
    line["event"] = event;
    line["game"] = game;
    if (version > 1 && event == "start") {
        line["version"] = version;
    }
    for (const auto& [key, value] : fields.items()) {
        line[key] = value;
    }
    if (version > 1 && event != "start" && !said.empty()) {
        line["said"] = said;
    }
    // Text that is not UTF-8 (a name typed in another encoding, in a saved position) cannot be
    // JSON: each bad byte becomes U+FFFD rather than stopping the record.
    return line.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

std::string with_version(const std::string& start_line, int version) {
    auto line = nlohmann::ordered_json::parse(start_line);
    const std::string event = line.at("event").get<std::string>();
    const int game = line.at("game").get<int>();
    line.erase("event");
    line.erase("game");
    line.erase("version");
    return record_line(event, game, line, version);
}

} // namespace parlor::record
