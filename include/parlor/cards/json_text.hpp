#pragma once
// JSON holds only UTF-8, and nlohmann's dump() throws on anything else (type_error.316): a file's
// name in Latin-1 made the window unable to start. Every JSON the window and the terminal write
// goes through json_text(), which cannot throw; a name that must come back byte for byte (a file
// the game came from) goes in as bytes_json() and comes out through bytes_from_json().
// Only libraries that link nlohmann_json include this.

#include "parlor/cards/text_as_data.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace parlor::cards {

// j's text (indented by `indent`, or on one line); a byte that is not UTF-8 becomes U+FFFD.
template <class Json> std::string json_text(const Json& j, int indent = -1) {
    return j.dump(indent, ' ', false, Json::error_handler_t::replace);
}

// Any bytes as JSON: the string itself when it is UTF-8 (as before), else {"escaped": "caf\xe9"}
// (escape_bytes).
inline nlohmann::ordered_json bytes_json(const std::string& bytes) {
    if (is_utf8(bytes)) {
        return bytes;
    }
    return {{"escaped", escape_bytes(bytes)}};
}

// The bytes bytes_json wrote; nothing for any other JSON.
template <class Json> std::optional<std::string> bytes_from_json(const Json& j) {
    if (j.is_string()) {
        return j.template get<std::string>();
    }
    if (j.is_object() && j.size() == 1 && j.contains("escaped") && j["escaped"].is_string()) {
        return unescape_bytes(j["escaped"].template get<std::string>());
    }
    return std::nullopt;
}

} // namespace parlor::cards
