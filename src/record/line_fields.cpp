#include "parlor/record/line_fields.hpp"

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/text_format.hpp"

#include <algorithm>

namespace parlor::record {

std::string error_text(std::string_view file, const RecordError& error) {
    return cards::format_error(file, {error.line(), error.what()});
}

bool whole_number_in(const nlohmann::json& value, long long low, long long high) {
    return value.is_number_integer() && value.get<long long>() >= low &&
           value.get<long long>() <= high;
}

namespace {

std::string range_words(int low, int high) {
    return "not a whole number from " + std::to_string(low) + " to " + std::to_string(high);
}

} // namespace

bool LineFields::has(std::string_view key) const {
    return line_.fields.contains(key);
}

void LineFields::fail(const std::string& problem) const {
    throw RecordError(line_.number, problem);
}

const nlohmann::json& LineFields::take(std::string_view key) {
    const auto at = line_.fields.find(key);
    if (at == line_.fields.end()) {
        fail(cards::in_quotes(line_.event) + " without \"" + std::string(key) + "\"");
    }
    taken_.emplace_back(key);
    return *at;
}

int LineFields::integer(std::string_view key, int low, int high) {
    const nlohmann::json& value = take(key);
    if (!whole_number_in(value, low, high)) {
        fail("\"" + std::string(key) + "\" is " + cards::shown(value.dump()) + ", " +
             range_words(low, high));
    }
    return value.get<int>();
}

std::string LineFields::text(std::string_view key) {
    const nlohmann::json& value = take(key);
    if (!value.is_string()) {
        fail("\"" + std::string(key) + "\" is " + cards::shown(value.dump()) + ", not text");
    }
    return value.get<std::string>();
}

bool LineFields::flag(std::string_view key) {
    const nlohmann::json& value = take(key);
    if (!value.is_boolean()) {
        fail("\"" + std::string(key) + "\" is " + cards::shown(value.dump()) +
             ", not true or false");
    }
    return value.get<bool>();
}

const nlohmann::json& LineFields::array(std::string_view key) {
    const nlohmann::json& value = take(key);
    if (!value.is_array()) {
        fail("\"" + std::string(key) + "\" is " + cards::shown(value.dump()) + ", not a list");
    }
    return value;
}

const nlohmann::json& LineFields::object(std::string_view key) {
    const nlohmann::json& value = take(key);
    if (!value.is_object()) {
        fail("\"" + std::string(key) + "\" is " + cards::shown(value.dump()) + ", not an object");
    }
    return value;
}

std::vector<std::string> LineFields::texts(std::string_view key) {
    std::vector<std::string> out;
    for (const nlohmann::json& item : array(key)) {
        if (!item.is_string()) {
            fail("\"" + std::string(key) + "\" holds " + cards::shown(item.dump()) + ", not text");
        }
        out.push_back(item.get<std::string>());
    }
    return out;
}

std::vector<int> LineFields::integers(std::string_view key, int low, int high) {
    std::vector<int> out;
    for (const nlohmann::json& item : array(key)) {
        if (!whole_number_in(item, low, high)) {
            fail("\"" + std::string(key) + "\" holds " + cards::shown(item.dump()) + ", " +
                 range_words(low, high));
        }
        out.push_back(item.get<int>());
    }
    return out;
}

void LineFields::finish() const {
    for (const auto& [key, value] : line_.fields.items()) {
        if (std::find(taken_.begin(), taken_.end(), key) == taken_.end()) {
            fail(cards::in_quotes(line_.event) + " with an unknown field " + cards::in_quotes(key));
        }
    }
}

} // namespace parlor::record
