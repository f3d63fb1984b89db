#include "replayer/app/app.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>
#include <stb/stb_image_write.h>  // the implementation is in libstb

#include "formats/output.h"
#include "replayer/app/views.h"
#include "replayer/model/replay_model.h"
#include "replayer/model/table_editor.h"

namespace stichprobe::replay::app {
namespace {

struct DropBox {
  std::vector<std::string> paths;
};

void on_drop(GLFWwindow* window, int count, const char** paths) {
  auto* box = static_cast<DropBox*>(glfwGetWindowUserPointer(window));
  if (!box) return;
  for (int i = 0; i < count; ++i) box->paths.emplace_back(paths[i]);
}

void on_glfw_error(int code, const char* text) { std::fprintf(stderr, "stichprobe-replay: GLFW %d: %s\n", code, text); }

const char* first_existing(std::initializer_list<const char*> paths) {
  std::error_code ec;
  for (const char* p : paths)
    if (std::filesystem::exists(p, ec)) return p;
  return nullptr;
}

// Fonts are rasterised at the window's scale, so text stays sharp when it grows.
void build_fonts(Ui& ui) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  const char* regular =
      first_existing({"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf"});
  const char* bold = first_existing(
      {"/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf"});
  // Latin-1 (umlauts, ß, « », ·) and the general punctuation of the German texts („ “ – …).
  static const ImWchar kRanges[] = {0x0020, 0x00FF, 0x2010, 0x205E, 0};
  auto load = [&](const char* path, float px) {
    if (path) {
      if (ImFont* f = io.Fonts->AddFontFromFileTTF(path, px, nullptr, kRanges)) return f;
    }
    ImFontConfig cfg;
    cfg.SizePixels = px;
    return io.Fonts->AddFontDefault(&cfg);
  };
  ui.fonts.ui = load(regular, std::round(15.0f * ui.scale));
  ui.fonts.ui_bold = load(bold ? bold : regular, std::round(15.0f * ui.scale));
  ui.fonts.card_small_px = std::round(17.0f * ui.scale);
  ui.fonts.card_large_px = std::round(46.0f * ui.scale);
  ui.fonts.card_small = load(bold ? bold : regular, ui.fonts.card_small_px);
  ui.fonts.card_large = load(bold ? bold : regular, ui.fonts.card_large_px);
  io.Fonts->Build();
  io.FontDefault = ui.fonts.ui;
}

float scale_for(int w, int h) { return window_layout(static_cast<float>(w), static_cast<float>(h)).scale; }

void open_window(const char* title, ImVec2 pos, ImVec2 size, ImGuiWindowFlags extra = 0) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin(title, nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings | extra);
}

class App {
 public:
  explicit App(const AppOptions& o)
      : opts_(o), model_(RecentFiles(o.recent_path.empty() ? default_recent_files_path() : o.recent_path)) {
    // Screenshots must not depend on (or change) the user's recent files.
    if (opts_.german) model_.set_lang(Lang::De);
    if (opts_.german) editor_.set_lang(Lang::De);
    // The editor starts where the mouse needs no hover: screenshots show it as it stands.
    if (!opts_.screenshot.empty() || opts_.export_view)
      model_.recent() = RecentFiles{};
    else
      model_.recent().load();
  }

  void open_initial() {
    if (opts_.file.empty()) return;
    if (opts_.edit) {
      const std::string error =
          opts_.step ? editor_.open_at(opts_.file, static_cast<std::size_t>(*opts_.step)) : editor_.open(opts_.file);
      if (!error.empty()) std::fprintf(stderr, "stichprobe-replay: %s\n", error.c_str());
    }
    model_.open_file(opts_.file);
    if (opts_.hand) {
      const auto& hands = model_.hands();
      bool found = false;
      for (std::size_t i = 0; i < hands.size() && !found; ++i)
        if (hands[i].n == *opts_.hand) {
          model_.apply(Command{CommandKind::OpenHand, static_cast<int>(i), {}});
          found = true;
        }
      if (!found)
        std::fprintf(stderr, "stichprobe-replay: %s has no hand n=%d; showing the first\n", opts_.file.c_str(),
                     *opts_.hand);
    }
    if (opts_.step) model_.apply(Command{CommandKind::GoToStep, *opts_.step - 1, {}});
  }

  void frame(Commands& out, DropBox& drops) {
    for (const auto& p : drops.paths) out.push_back(Command{CommandKind::OpenFile, 0, p});
    drops.paths.clear();
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    float menu_h = 0.0f;
    menu(out, menu_h);
    if (editor_.active()) {  // Edit mode: the replayer's panels on the record being entered
      edit_frame(out);
      close_editor_if_asked();
      return;
    }
    // The panels where the model's layout puts them (the same as --dump-steps).
    const WindowLayout w = window_layout(display.x, display.y);
    auto at = [](const Rect& r) { return std::pair(ImVec2(r.x, r.y), ImVec2(r.w, r.h)); };

    open_window(window_title(model_, UiText::HandsWindow, "hands").c_str(), at(w.hands).first, at(w.hands).second);
    draw_hand_list(model_, ui_, hand_list_, out);
    ImGui::End();
    open_window(window_title(model_, UiText::PhasesWindow, "phases").c_str(), at(w.phases).first, at(w.phases).second);
    draw_phase_list(model_, ui_, out);
    ImGui::End();

    open_window(window_title(model_, UiText::TableWindow, "table").c_str(), at(w.table).first, at(w.table).second,
                ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    draw_table_view(model_, ui_, out);
    ImGui::End();
    open_window(window_title(model_, UiText::StepWindow, "step").c_str(), at(w.step).first, at(w.step).second);
    draw_step_controls(model_, ui_, out);
    ImGui::End();

    open_window(window_title(model_, UiText::FindingsWindow, "findings").c_str(), at(w.findings).first,
                at(w.findings).second);
    draw_findings_view(model_, ui_, out);
    ImGui::End();
    open_window(window_title(model_, UiText::SideWindow, "side").c_str(), at(w.side).first, at(w.side).second);
    side_tabs(model_, out);
    ImGui::End();
    keyboard_commands(out);
  }

  // The editor: the replayer's panels showing the record being entered (editor_.view()), the
  // editor's table in the middle and under it the bar of what may be entered.
  void edit_frame(Commands& out) {
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const WindowLayout w = editor_window_layout(display.x, display.y);
    const ReplayModel& view = editor_.view();
    auto place = [](const Rect& r) { return std::pair(ImVec2(r.x, r.y), ImVec2(r.w, r.h)); };
    open_window(window_title(view, UiText::HandsWindow, "hands").c_str(), place(w.hands).first, place(w.hands).second);
    draw_hand_list(view, ui_, hand_list_, out);
    ImGui::End();
    open_window(window_title(view, UiText::PhasesWindow, "phases").c_str(), place(w.phases).first,
                place(w.phases).second);
    draw_phase_list(view, ui_, out);
    ImGui::End();
    open_window(window_title(view, UiText::TableWindow, "table").c_str(), place(w.table).first, place(w.table).second,
                ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    draw_editor_table(editor_, ui_, edits_);
    ImGui::End();
    open_window(window_title(view, UiText::EditorWindow, "step").c_str(), place(w.step).first, place(w.step).second);
    draw_editor_bar(editor_, ui_, forms_, edits_, out);
    ImGui::End();
    open_window(window_title(view, UiText::FindingsWindow, "findings").c_str(), place(w.findings).first,
                place(w.findings).second);
    draw_findings_view(view, ui_, out, [this](Pos p) { return editor_.session().saved_place(p); });
    ImGui::End();
    open_window(window_title(view, UiText::SideWindow, "side").c_str(), place(w.side).first, place(w.side).second);
    side_tabs(view, out);
    ImGui::End();
    draw_editor_popups(editor_, forms_, edits_);
    editor_keys();
    keyboard_commands(out);
  }

  // Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, Ctrl+S save.
  void editor_keys() {
    const ImGuiIO& io = ImGui::GetIO();
    if (!io.KeyCtrl || io.WantTextInput) return;
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Z), false)) {
      const bool shift = io.KeyShift;
      edits_.push_back([shift](TableEditor& e) { shift ? e.redo() : e.undo(); });
    }
    if (ImGui::IsKeyPressed(GLFW_KEY_Y, false)) edits_.push_back([](TableEditor& e) { e.redo(); });
    if (ImGui::IsKeyPressed(GLFW_KEY_S, false)) save();
  }

  void save() {
    if (editor_.session().path().empty())
      forms_.save_as_open = true;
    else
      edits_.push_back([](TableEditor& e) { e.note(e.save()); });
  }

 public:
  // What the frame asked for: the editor's edits, then the commands (to the editor's view
  // while editing, else to the replayer).
  void apply(const Commands& commands) {
    EditorEdits edits = std::move(edits_);
    edits_.clear();
    for (auto& edit : edits)
      if (editor_.active()) edit(editor_);
    if (!editor_.active()) {
      model_.apply(commands);
      return;
    }
    for (const auto& c : commands) {
      if (c.kind == CommandKind::OpenFile) {
        model_.apply(c);  // a file dropped while editing opens in the replayer behind
        continue;
      }
      editor_.view_command(c);
    }
  }

  ReplayModel& model() { return model_; }
  Ui& ui() { return ui_; }

 private:
  void menu(Commands& out, float& height) {
    if (!ImGui::BeginMainMenuBar()) return;
    height = ImGui::GetWindowSize().y;
    file_menu(out);
    if (editor_.active())
      editor_menu();
    else
      ImGui::TextDisabled("%s", tr(model_, UiText::MenuHint));
    ImGui::EndMainMenuBar();
    new_record_popup();
    open_popup(out);
  }

  void file_menu(Commands& out) {
    if (!ImGui::BeginMenu(window_title(model_, UiText::MenuFile, "file").c_str())) return;
    if (ImGui::MenuItem(window_title(model_, UiText::MenuOpen, "open").c_str())) open_popup_ = true;
    if (ImGui::MenuItem(tr(model_, UiText::MenuNewRecord))) new_record_popup_ = true;
    if (ImGui::MenuItem(tr(model_, UiText::MenuEditRecord), nullptr, false, model_.loaded() && !editor_.active())) {
      const std::string path = model_.path();
      edits_.push_back([path](TableEditor& e) { e.note(e.open(path)); });
    }
    if (editor_.active()) {
      if (ImGui::MenuItem(tr(model_, UiText::MenuSave), "Ctrl+S")) save();
      if (ImGui::MenuItem(tr(model_, UiText::MenuSaveAs))) forms_.save_as_open = true;
      if (ImGui::MenuItem(tr(model_, UiText::MenuCloseEditor))) close_asked_ = true;
    }
    if (ImGui::MenuItem(window_title(model_, UiText::MenuExportPng, "export").c_str(), nullptr, false, model_.loaded()))
      export_png_ = 2;
    const bool any_recent = !model_.recent().paths().empty();
    if (ImGui::BeginMenu(window_title(model_, UiText::MenuRecent, "recent").c_str(), any_recent)) {
      for (const auto& p : model_.recent().paths())
        if (ImGui::MenuItem(p.c_str())) out.push_back(Command{CommandKind::OpenFile, 0, p});
      ImGui::EndMenu();
    }
    ImGui::Separator();
    if (ImGui::MenuItem(window_title(model_, UiText::MenuQuit, "quit").c_str())) ask_quit();
    ImGui::EndMenu();
  }

  // While editing: undo, redo, the next hand; the most used one click away; the file and
  // whether it has unsaved changes.
  void editor_menu() {
    const bool can_undo = editor_.session().can_undo(), can_redo = editor_.session().can_redo();
    if (ImGui::BeginMenu(tr(model_, UiText::MenuEditor))) {
      if (ImGui::MenuItem(tr(model_, UiText::MenuUndo), "Ctrl+Z", false, can_undo))
        edits_.push_back([](TableEditor& e) { e.undo(); });
      if (ImGui::MenuItem(tr(model_, UiText::MenuRedo), "Ctrl+Y", false, can_redo))
        edits_.push_back([](TableEditor& e) { e.redo(); });
      if (ImGui::MenuItem(tr(model_, UiText::MenuNextHand))) edits_.push_back([](TableEditor& e) { e.next_hand(); });
      ImGui::EndMenu();
    }
    if (ImGui::MenuItem(tr(model_, UiText::MenuUndo), nullptr, false, can_undo))
      edits_.push_back([](TableEditor& e) { e.undo(); });
    if (ImGui::MenuItem(tr(model_, UiText::MenuRedo), nullptr, false, can_redo))
      edits_.push_back([](TableEditor& e) { e.redo(); });
    if (ImGui::MenuItem(tr(model_, UiText::MenuSave))) save();
    const std::string path =
        editor_.session().path().empty() ? tr(model_, UiText::NotSavedYet) : editor_.session().path();
    ImGui::TextDisabled("  %s%s%s", path.c_str(), editor_.modified() ? " - " : "",
                        editor_.modified() ? tr(model_, UiText::Unsaved) : "");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(model_, UiText::EditorHint));
  }

  void open_popup(Commands& out) {
    const std::string popup = window_title(model_, UiText::OpenFileTitle, "open-file");
    if (open_popup_) {
      ImGui::OpenPopup(popup.c_str());
      open_popup_ = false;
    }
    if (!ImGui::BeginPopupModal(popup.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    ImGui::TextUnformatted(tr(model_, UiText::OpenFilePrompt));
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    const bool enter = ImGui::InputText("##path", path_buf_, sizeof path_buf_, ImGuiInputTextFlags_EnterReturnsTrue);
    if (ImGui::Button(window_title(model_, UiText::OpenButton, "open").c_str()) || enter) {
      out.push_back(Command{CommandKind::OpenFile, 0, path_buf_});
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button(window_title(model_, UiText::CancelButton, "cancel").c_str())) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }

  // Auction and Scoring tabs; the one of the current phase comes to the front.
  void side_tabs(const ReplayModel& model, Commands& out) {
    const int phase = model.current_phase();
    std::string label = phase >= 0 ? model.phases()[static_cast<std::size_t>(phase)].label : std::string();
    const bool changed = label != last_phase_;
    last_phase_ = label;
    if (!ImGui::BeginTabBar("side")) return;
    const ImGuiTabItemFlags auction_flag = changed && label == "Auction" ? ImGuiTabItemFlags_SetSelected : 0;
    const ImGuiTabItemFlags scoring_flag = changed && label == "Scoring" ? ImGuiTabItemFlags_SetSelected : 0;
    if (ImGui::BeginTabItem(window_title(model, UiText::AuctionTab, "auction").c_str(), nullptr, auction_flag)) {
      draw_auction_view(model, ui_, out);
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem(window_title(model, UiText::ScoringTab, "scoring").c_str(), nullptr, scoring_flag)) {
      draw_scoring_view(model, ui_, out);
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem(window_title(model, UiText::SessionTab, "session").c_str())) {
      draw_session_view(model, ui_, out);
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem(window_title(model, UiText::RecordTab, "record").c_str())) {
      const auto notes = model.record_notes();
      if (notes.empty()) ImGui::TextDisabled("%s", tr(model, UiText::NoRecordNotes));
      for (const auto& line : notes) ImGui::TextWrapped("%s", line.c_str());
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }

 public:
  // Quitting (the menu, the window's close box) with unsaved edits asks first.
  void ask_quit() {
    if (editor_.active() && !editor_.may_close()) {
      quit_after_close_ = close_asked_ = true;
      return;
    }
    quit_ = true;
  }
  bool quit_ = false;
  AppOptions opts_;

 private:
  void new_record_popup() {
    const std::string title = window_title(model_, UiText::NewRecordTitle, "new-record");
    if (new_record_popup_) {
      ImGui::OpenPopup(title.c_str());
      new_record_popup_ = false;
    }
    if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    if (!editor_.active() || editor_.may_close()) {
      if (draw_new_record_form(editor_, forms_)) ImGui::CloseCurrentPopup();
    } else {
      ImGui::TextUnformatted(tr(model_, UiText::SaveOrCloseFirst));
    }
    if (ImGui::Button(window_title(model_, UiText::CancelButton, "cancel-new").c_str())) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  // Close the editor: at once when everything is saved, else after "discard?".
  void close_editor_if_asked() {
    const std::string title = window_title(model_, UiText::UnsavedTitle, "unsaved");
    if (close_asked_ && editor_.may_close()) {
      close_asked_ = false;
      leave_editor();
      return;
    }
    if (close_asked_ && !ImGui::IsPopupOpen(title.c_str())) ImGui::OpenPopup(title.c_str());
    if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    ImGui::TextUnformatted(tr(model_, UiText::UnsavedText));
    if (ImGui::Button(tr(model_, UiText::Discard))) {
      close_asked_ = false;
      ImGui::CloseCurrentPopup();
      leave_editor();
    }
    ImGui::SameLine();
    if (ImGui::Button(tr(model_, UiText::KeepEditing))) {
      close_asked_ = quit_after_close_ = false;
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
  void leave_editor() {
    const std::string saved = editor_.session().path();
    editor_.close();
    if (quit_after_close_) quit_ = true;
    if (!saved.empty()) model_.open_file(saved);  // back to replaying what was saved
  }

  ReplayModel model_;
  TableEditor editor_;
  EditorForms forms_;
  EditorEdits edits_;
  bool close_asked_ = false, quit_after_close_ = false, new_record_popup_ = false;
  Ui ui_;
  HandListState hand_list_;
  bool open_popup_ = false;

 public:
  int export_png_ = 0;  // File > Export: the frame after the click (the menu closed) goes to a PNG

  // <file>-hand<n>-step<k>.png beside the working directory.
  std::string export_path() const {
    const std::string stem = std::filesystem::path(model_.path()).stem().string();
    const int h = model_.current_hand();
    const int n = h >= 0 ? model_.hands()[static_cast<std::size_t>(h)].n : 0;
    return (stem.empty() ? std::string("stichprobe") : stem) + "-hand" + std::to_string(n) + "-step" +
           std::to_string(model_.step() + 1) + ".png";
  }

 private:
  char path_buf_[1024] = {};
  std::string last_phase_;
};

void append_bytes(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
}

// The frame as a PNG, encoded in memory and written atomically (formats/output.h): a
// failed write leaves no half image. The failure is said on standard error; false then.
bool write_png(const std::string& path, int w, int h) {
  std::vector<unsigned char> pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  for (std::size_t i = 3; i < pixels.size(); i += 4) pixels[i] = 255;  // opaque
  stbi_flip_vertically_on_write(1);                                    // OpenGL rows run bottom-up
  std::string png;
  std::optional<WriteError> error;
  if (stbi_write_png_to_func(append_bytes, &png, w, h, 4, pixels.data(), w * 4) == 0)
    error = WriteError{path, std::make_error_code(std::errc::not_enough_memory)};  // stb's only failure
  else
    error = write_file_atomically(path, png);
  if (error) std::fprintf(stderr, "stichprobe-replay: %s\n", error->message().c_str());
  return !error;
}

}  // namespace

int run_app(const AppOptions& opts) {
  glfwSetErrorCallback(on_glfw_error);
  if (!glfwInit()) {
    std::fputs("stichprobe-replay: cannot initialise GLFW (no display?)\n", stderr);
    return 1;
  }
  // --export-view renders like a screenshot and goes through the menu's export.
  const bool shot = !opts.screenshot.empty() || opts.export_view;
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
  if (shot) glfwWindowHint(GLFW_RESIZABLE, GLFW_FALSE);
  GLFWwindow* window = glfwCreateWindow(opts.width, opts.height,
                                        ui_text(UiText::AppTitle, opts.german ? Lang::De : Lang::En), nullptr, nullptr);
  if (!window) {
    std::fputs("stichprobe-replay: cannot open an OpenGL 3 window\n", stderr);
    glfwTerminate();
    return 1;
  }
  glfwMakeContextCurrent(window);
  glfwSwapInterval(shot ? 0 : 1);
  DropBox drops;
  glfwSetWindowUserPointer(window, &drops);
  glfwSetDropCallback(window, on_drop);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  ImGui::StyleColorsDark();
  ImGui::GetStyle().WindowRounding = 0.0f;
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  ImGui_ImplOpenGL3_Init("#version 130");

  int status = 0;
  {
    App app(opts);
    int fbw = 0, fbh = 0;
    glfwGetFramebufferSize(window, &fbw, &fbh);
    app.ui().scale = scale_for(fbw, fbh);
    app.ui().screenshot = shot;
    build_fonts(app.ui());
    app.open_initial();
    // A screenshot ignores the mouse altogether: ImGui clears its position and buttons.
    if (shot) io.ConfigFlags |= ImGuiConfigFlags_NoMouse;
    if (opts.export_view) app.export_png_ = 4;  // as if File > Export were clicked; fonts settle first
    // A screenshot renders a few frames so auto-sized items settle, then reads the last.
    int frames = 0;
    // --click X,Y: each click takes three frames (the pointer there, pressed, released), its
    // edits applied as in the window; the screenshot follows the last.
    std::vector<std::pair<float, float>> clicks = opts.clicks;
    int click_phase = 0;
    while (!app.quit_) {
      if (glfwWindowShouldClose(window)) {  // the close box: asks first when edits are unsaved
        glfwSetWindowShouldClose(window, GLFW_FALSE);
        app.ask_quit();
        if (app.quit_) break;
      }
      if (shot)
        glfwPollEvents();
      else
        glfwWaitEventsTimeout(0.25);
      glfwGetFramebufferSize(window, &fbw, &fbh);
      const float scale = scale_for(fbw, fbh);
      if (std::abs(scale - app.ui().scale) > 0.06f) {
        app.ui().scale = scale;
        build_fonts(app.ui());
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        ImGui_ImplOpenGL3_CreateFontsTexture();
      }
      ImGui_ImplOpenGL3_NewFrame();
      ImGui_ImplGlfw_NewFrame();
      if (opts.pointer) io.MousePos = ImVec2(opts.pointer->first, opts.pointer->second);
      // A screenshot does not depend on where the X pointer is: no hover, no tooltip.
      if (shot) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
      const bool clicking = !clicks.empty();
      if (clicking) {
        io.ConfigFlags &= ~ImGuiConfigFlags_NoMouse;
        io.MousePos = ImVec2(clicks.front().first, clicks.front().second);
        io.MouseDown[0] = click_phase == 1;
        if (++click_phase == 3) {
          clicks.erase(clicks.begin());
          click_phase = 0;
        }
        frames = 0;
      } else if (shot) {
        io.ConfigFlags |= ImGuiConfigFlags_NoMouse;
        io.MouseDown[0] = false;
      }
      ImGui::NewFrame();
      Commands commands;
      app.frame(commands, drops);
      ImGui::Render();
      glViewport(0, 0, fbw, fbh);
      glClearColor(0.08f, 0.09f, 0.10f, 1.0f);
      glClear(GL_COLOR_BUFFER_BIT);
      ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
      if (!opts.screenshot.empty() && ++frames >= 4) {
        if (!write_png(opts.screenshot, fbw, fbh)) status = kWriteFailed;
        break;
      }
      if (app.export_png_ > 0 && --app.export_png_ == 0) {  // the same code as --screenshot
        const std::string path = app.export_path();
        if (write_png(path, fbw, fbh))
          std::fprintf(stderr, "stichprobe-replay: wrote %s\n", path.c_str());
        else
          status = kWriteFailed;
        if (opts.export_view) break;
      }
      glfwSwapBuffers(window);
      if (!shot || clicking) app.apply(commands);
    }
  }
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(window);
  glfwTerminate();
  return status;
}

}  // namespace stichprobe::replay::app
