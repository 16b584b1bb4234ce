import { afterEach, describe, expect, it } from 'vitest';
import { watchPopupAria } from '@/app/popupAria';

/** antd's select and date pop-ups repaired for screen readers, however they are added or changed. */
describe('pop-up accessibility repairs', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it("names a select's options list after its field, drops aria-selected from the visible rows, and scopes the calendar's heads", async () => {
    document.body.innerHTML = `<div id="root"><form><label for="f_status">状态：</label><input id="f_status" role="combobox" aria-controls="f_status_list"></form></div>`;
    stop = watchPopupAria();
    // A page's layer of pop-ups is there first; antd adds its pop-up into it when a field first opens.
    const portal = document.createElement('div');
    document.body.appendChild(portal);
    await flush();
    portal.innerHTML = `
      <div class="ant-select-dropdown">
        <div role="listbox" id="f_status_list"><div role="option" aria-selected="true">启用</div></div>
        <div class="ant-select-item ant-select-item-option" aria-selected="false">启用</div>
      </div>
      <div class="ant-picker-dropdown"><table class="ant-picker-content"><thead><tr><th>一</th><th>二</th></tr></thead></table></div>`;
    await flush();
    expect(portal.querySelector('[role="listbox"]')!.getAttribute('aria-label')).toBe('状态');
    expect(portal.querySelector('[role="option"]')!.getAttribute('aria-selected')).toBe('true');
    expect(portal.querySelector('.ant-select-item-option')!.hasAttribute('aria-selected')).toBe(false);
    expect([...portal.querySelectorAll('th')].map((th) => th.getAttribute('scope'))).toEqual(['col', 'col']);

    // A row selected later, and rows drawn later (another page of a long list), are repaired too.
    portal.querySelector('.ant-select-item-option')!.setAttribute('aria-selected', 'true');
    const later = document.createElement('div');
    later.className = 'ant-select-item ant-select-item-option';
    later.setAttribute('aria-selected', 'false');
    portal.querySelector('.ant-select-dropdown')!.appendChild(later);
    await flush();
    expect(portal.querySelectorAll('.ant-select-item-option[aria-selected]')).toHaveLength(0);
  });

  it("hides the spinner antd puts into a labelled button of a confirmation while its call runs, not an icon-only one's", async () => {
    stop = watchPopupAria();
    const portal = document.createElement('div');
    portal.innerHTML = `<div class="ant-modal-confirm-btns"><button class="ant-btn"><span>确 定</span></button></div>`;
    document.body.appendChild(portal);
    await flush();
    const spinner = () => `<span class="ant-btn-icon ant-btn-loading-icon"><span role="img" aria-label="loading" class="anticon anticon-loading"></span></span>`;
    portal.querySelector('.ant-btn')!.insertAdjacentHTML('afterbegin', spinner());
    portal.insertAdjacentHTML('beforeend', `<button class="ant-btn ant-btn-icon-only" aria-label="刷新">${spinner()}</button>`);
    await flush();
    const [labelled, iconOnly] = portal.querySelectorAll('.anticon-loading');
    expect(labelled.getAttribute('aria-hidden')).toBe('true');
    expect(iconOnly.hasAttribute('aria-hidden')).toBe(false);
  });

  it("leaves the app's own root alone", async () => {
    document.body.innerHTML = `<div id="root"><div class="ant-select-dropdown"><div class="ant-select-item-option" aria-selected="true"></div></div></div>`;
    stop = watchPopupAria();
    await flush();
    expect(document.querySelector('.ant-select-item-option')!.getAttribute('aria-selected')).toBe('true');
  });
});
